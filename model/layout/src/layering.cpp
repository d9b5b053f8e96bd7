#include "layering.h"

#include <algorithm>
#include <numeric>
#include <queue>

namespace capstudio::layout::layering {

namespace {

// Forward edges longer than this many layers do not take part in the layering.
constexpr int MaxSpan = 8;

// Segments of the forward edges after dummies were added, as neighbour lists.
struct Neighbours
{
    std::vector<std::vector<int>> up, down;
};

Neighbours neighboursOf(const Layered &l)
{
    Neighbours nb;
    const size_t count = l.layer.size();
    nb.up.resize(count);
    nb.down.resize(count);
    for (const auto &chain : l.chains)
        for (size_t k = 1; k < chain.size(); ++k) {
            nb.down[chain[k - 1]].push_back(chain[k]);
            nb.up[chain[k]].push_back(chain[k - 1]);
        }
    return nb;
}

// Greedy feedback arc set (Eades, Lin and Smyth): repeatedly peel sinks off to the end of
// a node order and sources onto its front; when neither is left, take the node whose
// out-degree exceeds its in-degree the most (lowest index on ties). Edges that run
// backwards in the order close cycles. `rank` gets the order.
std::vector<bool> findBackEdges(int n, const std::vector<std::pair<int, int>> &edges,
                                std::vector<int> &rank)
{
    std::vector<std::vector<int>> out(n), in(n);
    std::vector<int> outdeg(n, 0), indeg(n, 0);
    for (const auto &[from, to] : edges) {
        out[from].push_back(to);
        in[to].push_back(from);
        ++outdeg[from];
        ++indeg[to];
    }
    std::vector<bool> gone(n, false);
    std::vector<int> front, back, sinks, sources;
    // Largest out-minus-in first, then lowest index; stale entries are skipped on the way out.
    std::priority_queue<std::pair<int, int>> best;
    for (int v = 0; v < n; ++v) {
        if (outdeg[v] == 0)
            sinks.push_back(v);
        else if (indeg[v] == 0)
            sources.push_back(v);
        best.push({outdeg[v] - indeg[v], -v});
    }
    auto remove = [&](int v) {
        gone[v] = true;
        for (int w : out[v])
            if (!gone[w]) {
                if (--indeg[w] == 0 && outdeg[w] > 0)
                    sources.push_back(w);
                best.push({outdeg[w] - indeg[w], -w});
            }
        for (int w : in[v])
            if (!gone[w]) {
                if (--outdeg[w] == 0)
                    sinks.push_back(w);
                best.push({outdeg[w] - indeg[w], -w});
            }
    };
    int left = n;
    while (left > 0) {
        if (!sinks.empty()) {
            const int v = sinks.back();
            sinks.pop_back();
            if (gone[v])
                continue;
            back.push_back(v);
            remove(v);
            --left;
            continue;
        }
        if (!sources.empty()) {
            const int v = sources.front();
            sources.erase(sources.begin());
            if (gone[v] || outdeg[v] == 0)
                continue;
            front.push_back(v);
            remove(v);
            --left;
            continue;
        }
        const auto [delta, negV] = best.top();
        best.pop();
        const int v = -negV;
        if (gone[v] || delta != outdeg[v] - indeg[v])
            continue;
        front.push_back(v);
        remove(v);
        --left;
    }
    front.insert(front.end(), back.rbegin(), back.rend());
    rank.assign(n, 0);
    for (int i = 0; i < n; ++i)
        rank[front[i]] = i;
    std::vector<bool> isBack(edges.size(), false);
    for (size_t e = 0; e < edges.size(); ++e)
        isBack[e] = rank[edges[e].first] > rank[edges[e].second];
    return isBack;
}

// Weighted least squares under order constraints: positions x[k] as close as possible to
// want[k] while x[k+1] >= x[k] + sep[k]. Shifting by the running separation turns this into
// isotonic regression, solved by pooling adjacent violators.
void packRow(const std::vector<double> &want, const std::vector<double> &weight,
             const std::vector<double> &sep, std::vector<double> &x)
{
    const size_t m = want.size();
    std::vector<double> offset(m, 0.0);
    for (size_t k = 1; k < m; ++k)
        offset[k] = offset[k - 1] + sep[k - 1];
    struct Block { double sum, weight; size_t count; };
    std::vector<Block> blocks;
    for (size_t k = 0; k < m; ++k) {
        blocks.push_back({weight[k] * (want[k] - offset[k]), weight[k], 1});
        while (blocks.size() > 1) {
            const Block &b = blocks.back(), &a = blocks[blocks.size() - 2];
            if (a.sum / a.weight < b.sum / b.weight)
                break;
            Block merged{a.sum + b.sum, a.weight + b.weight, a.count + b.count};
            blocks.pop_back();
            blocks.back() = merged;
        }
    }
    x.resize(m);
    size_t k = 0;
    for (const Block &b : blocks)
        for (size_t j = 0; j < b.count; ++j, ++k)
            x[k] = b.sum / b.weight + offset[k];
}

double median(std::vector<double> &values)
{
    std::sort(values.begin(), values.end());
    const size_t m = values.size();
    return m % 2 ? values[m / 2] : (values[m / 2 - 1] + values[m / 2]) / 2;
}

// Longest-path layers over the forward edges that are not detached, then nodes pulled
// down towards their successors where that shortens more edges than it lengthens.
void layerOnce(int n, const std::vector<std::pair<int, int>> &edges,
               const std::vector<bool> &back, const std::vector<bool> &detached,
               std::vector<int> &layer)
{
    std::vector<std::vector<int>> succ(n), pred(n);
    std::vector<int> indegree(n, 0);
    for (size_t e = 0; e < edges.size(); ++e) {
        if (back[e] || detached[e])
            continue;
        succ[edges[e].first].push_back(edges[e].second);
        pred[edges[e].second].push_back(edges[e].first);
        ++indegree[edges[e].second];
    }
    std::vector<int> topo;
    topo.reserve(n);
    for (int v = 0; v < n; ++v)
        if (indegree[v] == 0)
            topo.push_back(v);
    for (size_t i = 0; i < topo.size(); ++i)
        for (int w : succ[topo[i]])
            if (--indegree[w] == 0)
                topo.push_back(w);
    layer.assign(n, 0);
    for (int v : topo)
        for (int w : succ[v])
            layer[w] = std::max(layer[w], layer[v] + 1);
    // Longest paths put every state nobody enters (and whatever only it leads to) at the
    // top, far above where its edges go. Walking back from the bottom, a node with no more
    // edges in than out moves down to just above its nearest successor: its outgoing edges
    // shrink at least as much as its incoming ones grow, and its predecessors, visited later,
    // may follow it down.
    for (auto it = topo.rbegin(); it != topo.rend(); ++it) {
        const int v = *it;
        if (pred[v].size() > succ[v].size() || succ[v].empty())
            continue;
        int lowest = layer[succ[v].front()];
        for (int w : succ[v])
            lowest = std::min(lowest, layer[w]);
        layer[v] = std::max(layer[v], lowest - 1);
    }
}

} // namespace

Layered layerGraph(int n, const std::vector<std::pair<int, int>> &edges, int first, const std::vector<int> &last)
{
    Layered l;
    l.nodeCount = n;
    std::vector<int> discovery;
    l.back = findBackEdges(n, edges, discovery);

    // The initial state leads the order and the terminal states close it; the edges that now
    // run against the order close cycles.
    std::vector<bool> isLast(n, false);
    for (int v : last)
        if (v >= 0 && v < n && v != first)
            isLast[v] = true;
    if (first >= 0 || !last.empty()) {
        std::vector<int> order(n);
        for (int v = 0; v < n; ++v)
            order[discovery[v]] = v;
        std::stable_partition(order.begin(), order.end(), [&](int v) { return v == first; });
        std::stable_partition(order.begin(), order.end(), [&](int v) { return !isLast[v]; });
        for (int i = 0; i < n; ++i)
            discovery[order[i]] = i;
        for (size_t e = 0; e < edges.size(); ++e)
            l.back[e] = discovery[edges[e].first] > discovery[edges[e].second];
    }

    // Layers from the forward edges. The feedback set is a heuristic: now and then it keeps a
    // jump back to an early state as "forward", which drags that state and everything after
    // it far down and leaves edges hundreds of layers long. Such edges are detached from the
    // layering and it is redone, a few rounds.
    std::vector<bool> detached(edges.size(), false);
    for (int round = 0; round < 3; ++round) {
        layerOnce(n, edges, l.back, detached, l.layer);
        bool changed = false;
        for (size_t e = 0; e < edges.size(); ++e)
            if (!l.back[e] && !detached[e]
                && l.layer[edges[e].second] - l.layer[edges[e].first] > MaxSpan) {
                detached[e] = true;
                changed = true;
            }
        if (!changed)
            break;
    }
    // The initial state on the first layer, terminal states down on the last (the edges
    // between them grow longer); an edge that no longer runs downwards, or too far, is drawn
    // beside the layers.
    if (first >= 0 || std::find(isLast.begin(), isLast.end(), true) != isLast.end()) {
        if (first >= 0)
            l.layer[first] = 0;
        const int bottom = *std::max_element(l.layer.begin(), l.layer.begin() + n);
        for (int v = 0; v < n; ++v)
            if (isLast[v])
                l.layer[v] = std::max(bottom, 1);
        // Layers emptied by the moves close up.
        std::vector<int> used(l.layer.begin(), l.layer.begin() + n);
        std::sort(used.begin(), used.end());
        used.erase(std::unique(used.begin(), used.end()), used.end());
        for (int v = 0; v < n; ++v)
            l.layer[v] = int(std::lower_bound(used.begin(), used.end(), l.layer[v]) - used.begin());
        for (size_t e = 0; e < edges.size(); ++e) {
            const int span = l.layer[edges[e].second] - l.layer[edges[e].first];
            if (!l.back[e] && (span < 1 || span > MaxSpan))
                l.back[e] = true;
        }
    }
    // A detached edge that came out short and downward is ordinary again; the others are
    // drawn beside the layers like back edges.
    for (size_t e = 0; e < edges.size(); ++e) {
        if (!detached[e])
            continue;
        const int span = l.layer[edges[e].second] - l.layer[edges[e].first];
        if (span < 1 || span > MaxSpan)
            l.back[e] = true;
    }

    // Dummies for forward edges that skip layers; each remembers who it belongs to for the
    // first ordering.
    std::vector<int> key(discovery.begin(), discovery.end());
    l.chains.resize(edges.size());
    for (size_t e = 0; e < edges.size(); ++e) {
        if (l.back[e])
            continue;
        auto &chain = l.chains[e];
        const auto [from, to] = edges[e];
        chain.push_back(from);
        for (int r = l.layer[from] + 1; r < l.layer[to]; ++r) {
            chain.push_back(int(l.layer.size()));
            l.layer.push_back(r);
            key.push_back(discovery[from]);
        }
        chain.push_back(to);
    }

    int layers = 0;
    for (int r : l.layer)
        layers = std::max(layers, r + 1);
    l.rows.assign(layers, {});
    for (int v = 0; v < int(l.layer.size()); ++v)
        l.rows[l.layer[v]].push_back(v);

    // Barycentre sweeps, starting from the search order.
    const Neighbours nb = neighboursOf(l);
    std::vector<double> pos(l.layer.size(), 0.0);
    auto number = [&](std::vector<int> &row) {
        for (size_t k = 0; k < row.size(); ++k)
            pos[row[k]] = double(k);
    };
    for (auto &row : l.rows) {
        std::stable_sort(row.begin(), row.end(), [&](int a, int b) { return key[a] < key[b]; });
        number(row);
    }
    std::vector<double> bary(l.layer.size(), 0.0);
    auto reorder = [&](std::vector<int> &row, const std::vector<std::vector<int>> &side) {
        for (int v : row) {
            if (side[v].empty()) {
                bary[v] = pos[v];
                continue;
            }
            double sum = 0;
            for (int w : side[v])
                sum += pos[w];
            bary[v] = sum / double(side[v].size());
        }
        std::stable_sort(row.begin(), row.end(), [&](int a, int b) { return bary[a] < bary[b]; });
        number(row);
    };
    for (int sweep = 0; sweep < 4; ++sweep) {
        for (int r = 1; r < layers; ++r)
            reorder(l.rows[r], nb.up);
        for (int r = layers - 2; r >= 0; --r)
            reorder(l.rows[r], nb.down);
    }
    return l;
}

std::vector<double> placeRows(const Layered &l, const std::vector<double> &width, double nodeGap)
{
    const Neighbours nb = neighboursOf(l);
    std::vector<double> x(l.layer.size(), 0.0);
    std::vector<std::vector<double>> seps(l.rows.size());
    for (size_t r = 0; r < l.rows.size(); ++r) {
        const auto &row = l.rows[r];
        auto &sep = seps[r];
        for (size_t k = 1; k < row.size(); ++k) {
            const int u = row[k - 1], v = row[k];
            const bool bothNodes = u < l.nodeCount && v < l.nodeCount;
            sep.push_back((width[u] + width[v]) / 2 + (bothNodes ? nodeGap : nodeGap / 2));
        }
        // Start centred on zero, packed tight.
        double at = 0;
        for (size_t k = 0; k < row.size(); ++k) {
            x[row[k]] = at;
            if (k < sep.size())
                at += sep[k];
        }
        for (int v : row)
            x[v] -= at / 2;
    }
    // Each row moves towards the median of its neighbours in the row above (then below,
    // then both), without ever changing order or letting boxes touch. Dummies pull harder
    // so long edges run straight.
    std::vector<double> want, weight, placed, around;
    auto settle = [&](size_t r, bool useUp, bool useDown) {
        const auto &row = l.rows[r];
        want.assign(row.size(), 0.0);
        weight.assign(row.size(), 1.0);
        for (size_t k = 0; k < row.size(); ++k) {
            const int v = row[k];
            around.clear();
            if (useUp)
                for (int w : nb.up[v])
                    around.push_back(x[w]);
            if (useDown)
                for (int w : nb.down[v])
                    around.push_back(x[w]);
            if (around.empty()) {
                want[k] = x[v];
                weight[k] = 0.25;
            } else {
                want[k] = median(around);
                weight[k] = v >= l.nodeCount ? 4.0 : 1.0;
            }
        }
        packRow(want, weight, seps[r], placed);
        for (size_t k = 0; k < row.size(); ++k)
            x[row[k]] = placed[k];
    };
    const size_t layers = l.rows.size();
    for (int sweep = 0; sweep < 4; ++sweep) {
        for (size_t r = 1; r < layers; ++r)
            settle(r, true, false);
        for (size_t r = layers; r-- > 1;)
            settle(r - 1, false, true);
    }
    for (size_t r = 0; r < layers; ++r)
        settle(r, true, true);
    return x;
}

} // namespace capstudio::layout::layering
