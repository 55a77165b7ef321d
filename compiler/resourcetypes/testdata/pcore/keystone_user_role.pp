# This file was automatically generated on 2026-11-21 12:03:48 +0000.
# Use the 'puppet generate types' command to regenerate this file.

# This is currently used to model the creation of keystone users
# roles.
# 
# User roles are an assignment of a role to a user on a certain
# tenant. The combination of all of these attributes is unique.
# 
# The resource's name can be specified like this:
# 
#  <user(::user_domain)?>@<project(::project_domain)?|::domain>
# 
# which means the user is required.  Project and domain are mutually
# exclusive.  User_domain and project_domain are optional.
# 
# "user_domain" and "project_domain" resources default to the name
# of the "Keystone_domain" resource which has the "is_default"
# property set to true in the current catalog, or to "Default" if
# such resource doesn't exist in the catalog.
Puppet::Resource::ResourceType3.new(
  'keystone_user_role',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Any, 'roles')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'user', true),

    Puppet::Resource::Param(Any, 'project', true),

    Puppet::Resource::Param(Any, 'user_domain', true),

    Puppet::Resource::Param(Any, 'project_domain', true),

    Puppet::Resource::Param(Any, 'domain', true),

    Puppet::Resource::Param(Any, 'system', true),

    # The specific backend to use for this `keystone_user_role`
    # resource. You will seldom need to specify this --- Puppet will usually
    # discover the appropriate provider for your platform.Available providers are:
    # 
    # openstack
    # : Provider to manage keystone role assignments to users.
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:@]|:[^:@])+))@((?-mix:(?:[^:@]|:[^:@])+))::((?-mix:(?:[^:]|:[^:])+))$/ => ['user', 'user_domain', 'project', 'project_domain'],
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:@]|:[^:@])+))@::((?-mix:(?:[^:]|:[^:])+))$/ => ['user', 'user_domain', 'domain'],
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:@]|:[^:@])+))@((?-mix:(?:[^:@]|:[^:@])+))$/ => ['user', 'user_domain', 'project'],
    /^((?-mix:(?:[^:]|:[^:])+))@((?-mix:(?:[^:@]|:[^:@])+))::((?-mix:(?:[^:]|:[^:])+))$/ => ['user', 'project', 'project_domain'],
    /^((?-mix:(?:[^:]|:[^:])+))@::((?-mix:(?:[^:]|:[^:])+))$/ => ['user', 'domain'],
    /^((?-mix:(?:[^:]|:[^:])+))@((?-mix:(?:[^:@]|:[^:@])+))$/ => ['user', 'project'],
    /^((?-mix:(?:[^:]|:[^:])+))::((?-mix:(?:[^:@]|:[^:@])+))@::::((?-mix:(?:[^:]|:[^:])+))$/ => ['user', 'user_domain', 'system'],
    /^((?-mix:(?:[^:]|:[^:])+))@::::((?-mix:(?:[^:]|:[^:])+))$/ => ['user', 'system']
  },
  true,
  false)
