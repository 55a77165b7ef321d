# An ENC giving classes as a hash with parameters (resource-like declarations); parameterless
# ones may have an empty value. Evaluation order of the ENC's classes shows in the notices.
class plain { notice('plain') }
class ntpish(Array $servers, Boolean $iburst = false) { notice('ntpish') notify { "ntp ${servers} ${iburst}": } }
class app(Integer $port, Hash $tags = {}) { notice('app') notify { "app ${port} ${tags}": } }
