# Timestamps outside 1677-2262 (beyond 64-bit nanoseconds since the epoch), as certificate or
# license expiry dates far ahead and "never" sentinels appear in modules: Puppet keeps them.
notice(Timestamp('0099-01-01T00:00:00 UTC').strftime('%Y %C %y %G'))
notice(Timestamp('1600-02-29T12:00:00 UTC'))
notice(Timestamp('2300-01-01T00:00:00 UTC') > Timestamp('2024-01-01T00:00:00 UTC'))
notice(Timestamp('9999-12-31T23:59:59 UTC'))
notice(Timestamp('2262-04-11T23:47:16.854775807 UTC') + 1)
