# greynolds123/control-repo common/lib/puppet/parser/functions/dnsclient.rb (a half-written 4.x function in the 3.x
# directory, its module never closed) called as dnsclient(). Written for this case.
include common
notice(dnsclient())
