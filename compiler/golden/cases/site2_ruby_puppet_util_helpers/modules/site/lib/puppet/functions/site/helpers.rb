# Puppet Ruby API helpers that site functions call (configvault_data: Puppet::Util::Yaml.safe_load;
# hiera_vault: Puppet::FileSystem.exist?/read; Consul types: Puppet::Util.absolute_path?), each result
# returned so Puppet's and Punch's can be compared.
Puppet::Functions.create_function(:'site::helpers') do
  dispatch :helpers do
    param 'String', :file
  end

  def helpers(file)
    out = {}
    out['exist'] = Puppet::FileSystem.exist?(file)
    out['missing'] = Puppet::FileSystem.exist?(file + '.nope')
    raw = Puppet::FileSystem.read(file)
    out['lines'] = raw.lines.size
    out['yaml'] = Puppet::Util::Yaml.safe_load(raw)
    out['abs'] = [Puppet::Util.absolute_path?('/etc/x'), Puppet::Util.absolute_path?('etc/x')]
    out['file?'] = Puppet::FileSystem.file?(file)
    out['dir?'] = Puppet::FileSystem.directory?(File.dirname(file))
    out['basename'] = Puppet::FileSystem.basename_string(file)
    begin
      Puppet::Util::Yaml.safe_load("--- !ruby/object:Object {}\n")
      out['unsafe'] = 'loaded'
    rescue StandardError => e
      out['unsafe'] = e.class.name
    end
    out
  end
end
