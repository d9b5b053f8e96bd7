#pragma once

#include "flowgate/layoutengine.h"
#include "flowgate/workflowgraph.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPoint>
#include <QPointF>
#include <QSet>
#include <QStringList>
#include <memory>

class QGraphicsPathItem;

namespace capstudio {

class DiagramStyle;
class StateItem;
class TransitionItem;

// Draws one workflow (a flowgate::WorkflowGraph) as states and transition edges.
//
// The scene reports, it never edits: dragging states, drawing or retargeting a transition,
// double-clicking and context menus come out as signals; the owner turns them into undo
// commands on its document and calls setGraph()/setPositions() with the result. Items are
// kept by id across setGraph(), so the selection survives a rebuild.
//
// Gestures (left button):
//  - drag one or several selected states: they follow the mouse; statesMoved(from, to) is
//    emitted once on release with the old and new centres of the states that moved. An
//    owner that refuses the move calls setPositions(from).
//  - drawing a transition: hover a state and press on the round "+" connection handle in
//    the middle of its right border, drag (a dashed rubber line follows the mouse and the
//    state under it is highlighted) and release on another state — or on the same one for
//    a self-loop: transitionDrawn(fromState, toState). Releasing elsewhere, or without
//    having dragged, or pressing Esc cancels.
//  - retargeting: press on an edge's arrow head and drag it onto a state:
//    transitionRetargeted(edgeId, newTarget), where edgeId is the transition id
//    "state/transition" for its target edge and "state/transition#i" for branch i.
//    Generated edges (ask_human of enable_human_ask) cannot be retargeted.
//  - double-click on a state or edge: elementActivated(id) (a transition's edges give
//    the transition id); right-click: contextMenuRequested(id, screenPos), id empty on
//    the background.
class DesignerScene : public QGraphicsScene
{
    Q_OBJECT

public:
    explicit DesignerScene(QObject *parent = nullptr);
    ~DesignerScene() override;

    // Rebuilds the drawing for `graph`, with states centred at `positions`. States missing
    // from `positions` keep their previous place, else take the layout's, else go in a row
    // below the others. With `layout`, each edge follows the engine's path and label place
    // for as long as both its states stay where the layout put them; other edges are routed
    // by the scene (EdgeRouter).
    void setGraph(const flowgate::WorkflowGraph &graph, const QHash<QString, QPointF> &positions,
                  const flowgate::LayoutResult *layout = nullptr);
    const flowgate::WorkflowGraph &graph() const { return m_graph; }
    QString workflowId() const { return m_graph.workflowId; }

    // The drawn graph for a layout engine: states with their box sizes and edges with their
    // label sizes, measured with the scene's fonts. Edges to missing states are left out.
    flowgate::LayoutGraph layoutGraph() const;

    // Moves states (ids not in the graph are ignored) and reroutes their edges.
    void setPositions(const QHash<QString, QPointF> &positions);
    // The centre of every state.
    QHash<QString, QPointF> positions() const;

    // Problem markers: element id (state id, transition id "state/transition" or edge id)
    // → severity (2 error, 1 warning). Replaces the previous markers.
    void setProblems(const QHash<QString, int> &severityByElementId);
    // Simulator coverage: visited states and fired transitions (transition or edge ids)
    // are highlighted, the rest faded, the current state emphasised. An edge of a fired
    // transition counts as fired when its target was visited.
    void setCoverage(const QSet<QString> &visitedStates, const QSet<QString> &firedTransitions,
                     const QString &currentState);
    void clearCoverage();
    // Compare With…: elements (state ids, transition ids "state/name") added or changed since
    // the other version are outlined green or amber; kept across rebuilds until cleared.
    enum class Difference { Added, Changed };
    void setDifferences(const QHash<QString, Difference> &differences);
    const QHash<QString, Difference> &differences() const { return m_differences; }
    // Compare With…: what the other version has and this one does not, drawn as dashed red
    // ghosts that cannot be selected: a state at its place in the other version's layout
    // (`placed`) or beside the diagram, a transition from its state to its target (either
    // may be a ghost). Hidden with the decorations (exports); kept across rebuilds.
    struct Ghost
    {
        QString id;   // a state id, or "state/transition" for a transition
        QString from; // a transition's state and target
        QString to;
        QPointF position;
        bool placed = false;
        bool isState() const { return from.isEmpty(); }
    };
    void setGhosts(const QList<Ghost> &ghosts);
    const QList<Ghost> &ghosts() const { return m_ghosts; }
    // The drawn ghosts by id (for tests and the canvas' centring).
    QRectF ghostRect(const QString &id) const;

    // Selected states; selected transitions as transition ids (a selected branch edge gives
    // its transition), each once, in graph order.
    QStringList selectedStateIds() const;
    QStringList selectedTransitionIds() const;
    // Selects a state, a transition (all of its edges) or one edge; clears other selection.
    // An unknown id just clears the selection.
    void selectElement(const QString &id);
    // A state's box, or a transition's label box (its edges' paths when unlabelled), in
    // scene coordinates; null when unknown.
    QRectF elementRect(const QString &id) const;

    // Ids of states (id, goal) and then transitions (id, name, callee, guards, branch
    // conditions) whose text contains `text`, case-insensitively, in graph order.
    QStringList findElements(const QString &text) const;

    StateItem *stateItem(const QString &id) const { return m_states.value(id); }
    // By edge id ("state/transition" or "state/transition#i").
    TransitionItem *edgeItem(const QString &edgeId) const { return m_edges.value(edgeId); }
    QList<TransitionItem *> edgeItemsOf(const QString &transitionId) const;
    QList<StateItem *> stateItems() const;
    QList<TransitionItem *> edgeItems() const;

    // The bounds of everything drawn (items only), or a null rectangle when empty.
    QRectF diagramBounds() const;

    // Hover feedback such as connection handles; DiagramRenderer turns it off for exports.
    void setDecorationsVisible(bool visible);
    bool decorationsVisible() const { return m_decorations; }

signals:
    void statesMoved(const QHash<QString, QPointF> &from, const QHash<QString, QPointF> &to);
    void transitionDrawn(const QString &fromState, const QString &toState);
    void transitionRetargeted(const QString &edgeId, const QString &newTarget);
    void elementActivated(const QString &id);
    void contextMenuRequested(const QString &id, const QPoint &screenPos);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool focusNextPrevChild(bool next) override;

private:
    friend class StateItem;
    enum class Drag { None, Draw, Retarget };
    struct LayoutPath
    {
        QList<QPointF> path;
        QPointF label;
        QPointF from; // where the layout put the edge's states
        QPointF to;
        bool labelChecked = false; // label moved clear of the path once
    };

    void stateItemMoved(StateItem *item);
    // The keyboard's ways through the canvas.
    QStringList keyboardOrder() const;
    bool stepSelection(int direction);
    bool moveSelectedStates(QPointF delta);
    void applyStyle();
    void rebuildEdgeGroups();
    void rerouteStates(const QSet<QString> &stateIds);
    void rerouteAll();
    void routeEdge(TransitionItem *item);
    void updateSceneRect();
    void applyProblems();
    void applyCoverage();
    void applyDifferences();
    void applyGhosts();
    StateItem *stateAt(QPointF scenePos) const;
    bool stateAtRect(const QRectF &rect) const;
    TransitionItem *edgeAt(QPointF scenePos) const;
    QString elementAt(QPointF scenePos) const;
    void updateRubber(QPointF scenePos);
    void finishDrag(QPointF scenePos, bool commit);

    std::unique_ptr<DiagramStyle> m_style;
    flowgate::WorkflowGraph m_graph;
    QHash<QString, StateItem *> m_states;
    QHash<QString, TransitionItem *> m_edges;
    QHash<QString, QList<TransitionItem *>> m_edgesByState; // both ends
    // Edges between the same two states (either direction), sorted by edge id, keyed by the
    // ordered pair; self-loops by state.
    QHash<TransitionItem *, QList<TransitionItem *>> m_fan;
    QHash<QString, LayoutPath> m_layoutPaths;
    // While rerouteAll() runs: the states' boxes bucketed in a uniform grid (cell size
    // m_stateGridCell), so stateAtRect() does not query the scene index once per label.
    QHash<QPoint, QList<const StateItem *>> m_stateGrid;
    qreal m_stateGridCell = 0; // 0: no grid, ask the scene
    QHash<QString, int> m_problems;
    bool m_coverageOn = false;
    QSet<QString> m_visited;
    QSet<QString> m_fired;
    QString m_current;
    QHash<QString, Difference> m_differences;
    QList<Ghost> m_ghosts;
    QHash<QString, QGraphicsItem *> m_ghostItems;

    bool m_decorations = true;
    bool m_batchMove = false;
    QHash<QString, QPointF> m_pressPositions;
    Drag m_drag = Drag::None;
    QString m_dragSource;         // Draw: the state; Retarget: the edge id
    QPointF m_dragOrigin;
    bool m_dragMoved = false;
    StateItem *m_dropTarget = nullptr;
    QGraphicsPathItem *m_rubber = nullptr;
};

} // namespace capstudio
