# Written for this case: relationship metaparameters given as strings and leading-colon references, as older
# modules write them.
package { 'nginx': }
site::thing { 'x': }
file { '/etc/nginx.conf': require => 'Package[nginx]', before => ['Site::Thing[x]'] }
service { 'nginx': subscribe => "File[/etc/nginx.conf]", require => Resource['::site::thing', 'x'] }
notify { 'refs': message => [Resource['::site::thing', 'x'], Site::Thing['x'], "${Resource['site::thing', 'x']}"] }
