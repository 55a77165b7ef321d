Puppet::Functions.create_function(:'ta::probe', Puppet::Functions::InternalFunction) do
  dispatch :probe do
    scope_param
  end

  def try
    yield.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message}"
  end

  def probe(scope)
    cat = scope.catalog
    out = []
    out << try { [cat.name, cat.version, cat.version.class] }
    out << try { scope.find_hostclass('ta').arguments.keys }
    out << try { scope.find_hostclass('ta').arguments.map { |k, v| [k, v.nil?] } }
    out << try { scope.find_hostclass('ta').arguments['port'].class }
    out << try { scope.find_definition('ta::site').arguments.keys }
    out << try { scope.find_definition('ta::site').arguments.select { |_, v| v.nil? }.keys }
    out << try { scope.find_hostclass('ta::plain').arguments }
    out << try { scope.find_hostclass('ta').arguments.class }
    out << try { Puppet::Parser::AST::PopsBridge::Expression.ancestors.take(3).map(&:name) }
    out
  end
end
