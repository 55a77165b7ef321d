# Types that load another module's helper through Puppet::Module.find(name, Puppet[:environment].to_s) and
# require File.join(module.path, ...) (vmware/vshield and voxpupuli-vault's pattern). Written for this case.
vshield_user { 'admin': role => [' Super_User ', 'auditor'], settings => { 'a' => 1 } }
vshield_scope { 'scope1': clusters => { 'c1' => 'domain-c7' } }
