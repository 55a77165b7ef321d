# Reading an attribute of a resource that is not declared (yet).
notice(Package['later']['ensure'])
package { 'later': ensure => installed }
