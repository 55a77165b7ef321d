Puppet::Functions.create_function(:'m::api') do
  dispatch :run do
    param 'String', :s
  end
  def run(s)
    out = []
    out << Puppet::Util.absolute_path?(s)
    out << Puppet::Util.absolute_path?('rel/x')
    out << Puppet[:environment].to_s
    out << Puppet.lookup(:current_environment).name.to_s
    out << Puppet::FileSystem.exist?('/nonexistent/x')
    out << Puppet::Pops::Types::PSensitiveType::Sensitive.new('x').unwrap
    out << closure_scope['m_top'].to_s
    out << Puppet::Util::Package.versioncmp('1.10', '1.9')
    out << s.shellescape rescue out << 'noshellescape'
    out << Puppet::Pops::Types::TypeFactory.string.to_s
    out << [1, 2, 3].each_slice(2).to_a.inspect
    out << Puppet.version.split('.').first
    env = Puppet.lookup(:current_environment)
    m = env.module('m')
    out << File.basename(m.path) << m.name << env.module('nosuchmodule').nil?
    out << Puppet::FileSystem.exist?(File.join(m.path, 'lib')) << Puppet::FileSystem.directory?(m.path) << Puppet::FileSystem.file?(m.path)
    out << Puppet::FileSystem.read(File.join(m.path, 'lib/puppet/functions/m/api.rb')).lines.first.strip
    Puppet.warning("api warning #{s}")
    out
  end
end
