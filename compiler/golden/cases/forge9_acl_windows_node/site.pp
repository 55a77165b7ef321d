# puppetlabs/puppetlabs-acl's acl type on a Windows node compiled on Linux: the type file requires its
# Puppet::Type::Acl::Ace (a Hash subclass reopening the type's class) through Pathname(__FILE__), defines
# features, an initialize override and boolean/array properties. Validation and munging run on the agent.
node default {
  file { 'c:/tempperms': ensure => directory }
  acl { 'c:/tempperms':
    purge                      => true,
    inherit_parent_permissions => false,
    permissions                => [
      { identity => 'Administrators', rights => ['full'] },
      { identity => 'EXAMPLE\svc-app', rights => ['read', 'execute'], perm_type => 'allow', child_types => 'containers', affects => 'self_only' },
      { identity => 'S-1-5-18', rights => ['mask_specific'], mask => '2023' },
    ],
    owner                      => 'BUILTIN\Administrators',
    group                      => 'Users',
  }
  acl { 'tempperms_users':
    target      => 'c:/tempperms',
    permissions => [{ identity => 'Users', rights => ['read'] }],
  }
  notice(Acl['c:/tempperms']['permissions'][1]['identity'])
}
