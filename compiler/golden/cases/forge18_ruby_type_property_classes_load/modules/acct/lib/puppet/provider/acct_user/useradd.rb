Puppet::Type.type(:acct_user).provide(:useradd) do
  commands useradd: 'useradd'
  has_features :manages_homedir
  mk_resource_methods
end
