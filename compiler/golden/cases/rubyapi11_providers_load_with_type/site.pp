# Loading a type loads its providers (Puppet::Type.newtype ends with providerloader.loadall): app_conf's
# providers name a parent provider of another module's type (base_conf, loaded on demand with its own
# providers) and one by symbol, and use the provider DSL at load (commands, optional_commands, confine,
# defaultfor, has_feature, mk_resource_methods, a shared base class under Puppet::Provider).
app_conf { 'a': value => 'x', provider => child }
app_conf { 'b': value => 'y' }
base_conf { 'c': value => 'z', provider => ruby }
notice('loaded')
