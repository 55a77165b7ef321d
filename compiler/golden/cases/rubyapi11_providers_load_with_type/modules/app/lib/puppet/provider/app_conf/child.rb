# its parent named by symbol: Puppet loads base.rb first (provider(:base))
Puppet::Type.type(:app_conf).provide(:child, parent: :base) do
  desc 'A child of base.'
  raise 'parent is not base' unless superclass.name == :base
  raise 'file_path not inherited' unless file_path == '/etc/base.conf'
end
