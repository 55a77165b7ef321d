# Puppet.settings from module Ruby: include?, boolean?, value, setting(name)
# with its class and Puppet's unmunged default; Puppet::Util.withenv and the
# environment helpers (the variables seen by Ruby and by commands inside the
# block, put back after it, also after a raise).
st::probe().each |$i, $v| { notice("${i}: ${v}") }
