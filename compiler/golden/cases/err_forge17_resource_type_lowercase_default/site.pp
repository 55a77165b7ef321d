# Resource[package] { ... } is not a resource default (only Resource[Package]... with a capital
# type name in the reference form): Puppet reads it as an override of a reference without a title.
package { 'vim': }
Resource[package] { ensure => installed }
