#include "bundlebuilder.h"

namespace capstudio::provenance {

qint64 parseIsoTimestamp(std::string_view t)
{
    // YYYY-MM-DDTHH:MM:SS[.fff…](Z|±HH:MM)
    auto digits = [&](std::size_t at, std::size_t count, int &value) {
        if (at + count > t.size())
            return false;
        value = 0;
        for (std::size_t i = at; i < at + count; ++i) {
            if (t[i] < '0' || t[i] > '9')
                return false;
            value = value * 10 + (t[i] - '0');
        }
        return true;
    };
    int year, month, day, hour, minute, second;
    if (t.size() < 20 || !digits(0, 4, year) || t[4] != '-' || !digits(5, 2, month) || t[7] != '-'
        || !digits(8, 2, day) || (t[10] != 'T' && t[10] != ' ') || !digits(11, 2, hour)
        || t[13] != ':' || !digits(14, 2, minute) || t[16] != ':' || !digits(17, 2, second))
        return 0;
    if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60)
        return 0;
    std::size_t at = 19;
    int millis = 0;
    if (at < t.size() && t[at] == '.') {
        ++at;
        int scale = 100;
        while (at < t.size() && t[at] >= '0' && t[at] <= '9') {
            millis += (t[at] - '0') * scale;
            scale /= 10;
            ++at;
        }
    }
    int offsetMinutes = 0;
    if (at < t.size() && t[at] == 'Z') {
        ++at;
    } else if (at < t.size() && (t[at] == '+' || t[at] == '-')) {
        int oh, om;
        if (!digits(at + 1, 2, oh) || at + 3 >= t.size() || t[at + 3] != ':' || !digits(at + 4, 2, om))
            return 0;
        offsetMinutes = (oh * 60 + om) * (t[at] == '-' ? -1 : 1);
        at += 6;
    } else {
        return 0;
    }
    if (at != t.size())
        return 0;
    // Days since 1970-01-01 of the civil date (proleptic Gregorian, 400-year eras).
    const int y = year - (month <= 2 ? 1 : 0);
    const int era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = unsigned((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1);
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const qint64 days = qint64(era) * 146097 + qint64(doe) - 719468;
    return ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60000 + qint64(second) * 1000 + millis;
}

} // namespace capstudio::provenance
