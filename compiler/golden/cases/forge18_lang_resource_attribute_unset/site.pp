# Reading an attribute the resource does not have set: undef (not an error).
package { 'app': ensure => installed }
notice(Package['app']['provider'])
notice(Package['app']['provider'] =~ Undef)
