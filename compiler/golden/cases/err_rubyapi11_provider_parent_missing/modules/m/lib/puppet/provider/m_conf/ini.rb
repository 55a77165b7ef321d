Puppet::Type.type(:m_conf).provide(:ini, parent: :no_such_parent) do
  desc 'A provider whose parent provider does not exist.'
end
