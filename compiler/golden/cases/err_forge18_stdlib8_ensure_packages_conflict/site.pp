# ensure_packages of a package already declared with another ensure: a duplicate declaration.
package { 'git': ensure => '2.39.0' }
ensure_packages(['git'], { 'ensure' => 'latest' })
