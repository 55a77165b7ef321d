require 'puppet/util/feature'

Puppet.features.add(:hocon, :libs => ['hocon'])

