# QA-FORGE-5: old Forge type files (puppetlabs-postgresql's postgresql_conf.rb before 5.x) call newtype inside
# 'module Puppet'; Puppet 7 has no Puppet.newtype, so the type fails to autoload (NoMethodError) when used.
notice('before')
thing { 'x': }
