# Exported resources made by module Ruby (as voxpupuli/puppet-system's system_create_resources
# builds resources through Puppet::Parser::Resource and the compiler).
Puppet::Functions.create_function(:'exp::export_host', Puppet::Functions::InternalFunction) do
  dispatch :export_host do
    scope_param
    param 'String', :name
    param 'String', :ip
    optional_param 'Array[String]', :tags
  end

  def export_host(scope, name, ip, tags = [])
    r = Puppet::Parser::Resource.new('host', name, scope: scope, source: scope.source)
    r.set_parameter('ip', ip)
    r.set_parameter('host_aliases', [name.split('.').first])
    r.set_parameter('tag', ['exp'] + tags)
    r.exported = true
    scope.compiler.add_resource(scope, r)
    [r.exported?, r.virtual?].inspect
  end
end
