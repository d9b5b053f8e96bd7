#pragma once

#include <QString>

namespace capstudio {

// Identifiers in the shape Sunrise uses (Prisma cuid v1: 25 characters starting with 'c').
class Ids
{
public:
    static QString newCuid();
    // Zod 4's loose cuid check that Sunrise applies to ids: ^[cC][^\s-]{8,}$
    static bool looksLikeCuid(const QString &id);
};

} // namespace capstudio
