# A 3.x function raising Puppet::ParseError for a variable that is not set.
class legacy ($port = 8140) { }
include legacy
notice(legacy_conf_line('legacy::port', 'legacy::nosuch'))
