require 'puppet/util/feature'
Puppet.features.add(:myfeat) { true }
