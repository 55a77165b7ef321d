# provide(:ini, parent: :no_such_parent): Puppet raises Puppet::DevError while loading the type's providers.
m_conf { 'a': value => 1 }
