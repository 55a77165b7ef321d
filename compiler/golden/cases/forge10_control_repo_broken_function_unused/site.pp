# The same broken dnsclient.rb in the control repository, never called: Puppet never loads it. Written for this case.
include common
