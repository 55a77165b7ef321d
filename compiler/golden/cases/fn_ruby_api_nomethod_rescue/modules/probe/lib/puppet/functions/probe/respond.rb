# A 4.x function asking respond_to? and defined? of Puppet's API objects.
Puppet::Functions.create_function(:'probe::respond') do
  dispatch :run do
    param 'Array[String]', :names
  end

  def run(names)
    scope = closure_scope
    objs = { 'scope' => scope, 'catalog' => scope.catalog, 'compiler' => scope.compiler,
             'environment' => scope.environment, 'resource' => scope.resource,
             'Puppet' => Puppet, 'TypeParser' => Puppet::Pops::Types::TypeParser.singleton,
             'type' => Puppet::Pops::Types::TypeParser.singleton.parse('Integer[1,2]') }
    objs.map do |label, obj|
      "#{label}: " + names.select { |n| obj.respond_to?(n) }.join(' ')
    end + [
      "defined scope.tags: #{defined?(scope.tags).inspect}",
      "defined scope.lookupvar: #{defined?(scope.lookupvar).inspect}",
      "defined Puppet.no_such: #{defined?(Puppet.no_such).inspect}",
    ]
  end
end
