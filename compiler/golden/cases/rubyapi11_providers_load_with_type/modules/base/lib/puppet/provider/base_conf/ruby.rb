Puppet::Type.type(:base_conf).provide(:ruby) do
  desc 'Plain Ruby.'
  commands cat: 'cat'
  optional_commands crudini: '/usr/bin/crudini-not-installed'
  confine exists: '/etc'
  confine kernel: 'Linux'
  defaultfor kernel: 'Linux'
  has_feature :sectioned
  mk_resource_methods

  def self.file_path
    '/etc/base.conf'
  end

  def section
    'main'
  end

  def exists?
    @property_hash[:ensure] == :present
  end
end
