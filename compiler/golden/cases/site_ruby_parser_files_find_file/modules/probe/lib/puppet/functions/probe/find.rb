# Reduced from wikimedia/operations-puppet's wmflib::secret: Puppet::Parser::Files.find_file(ref, environment)
# (an absolute path is returned as is, existing or not; "module/path" is the module's files/path when it
# exists, else nil; an unknown module or a bare name is nil), with Puppet::Module.find and Puppet::FileSystem.
Puppet::Functions.create_function(:'probe::find', Puppet::Functions::InternalFunction) do
  dispatch :find do
    scope_param
    param 'String', :ref
  end
  def find(scope, ref)
    env = scope.compiler.environment
    path = Puppet::Parser::Files.find_file(ref, env)
    mod = Puppet::Module.find('probe')
    rel = path && path.start_with?(mod.path) ? path.sub(mod.path, 'MOD') : path
    "#{ref} => #{rel.inspect} exist=#{path ? Puppet::FileSystem.exist?(path) : '-'}"
  end
end
