#include "catalog/catalogstore.h"

namespace capstudio {

Status CatalogStore::applyOneBinding(const BindingChange &change)
{
    const Expected<QList<BindingConflict>> applied = applyBindingChanges({change});
    if (!applied)
        return applied.error();
    if (applied.value().isEmpty())
        return {};
    const BindingConflict &conflict = applied.value().first();
    const StoreError::Kind kind = !change.original ? StoreError::Kind::Duplicate
                                  : conflict.current ? StoreError::Kind::Conflict
                                                     : StoreError::Kind::NotFound;
    return StoreError{kind, conflict.message};
}

} // namespace capstudio
