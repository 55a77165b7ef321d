# Catalog#edges in the graph's own order, Puppet::Relationship's parts,
# and title_key_for_ref on reference texts
Puppet::Functions.create_function(:'probe::edges') do
  dispatch :run do
  end

  def run
    cat = closure_scope.catalog
    edges = cat.edges.map { |e| "#{e} (#{e.source.class}, #{e.target.type}, #{e.event.inspect}, #{e.callback.inspect})" }
    keys = ['File[/x]', 'Foo::Bar[a[b]]', 'x', '[x]', 'A[]', ']x['].map { |r| cat.title_key_for_ref(r).inspect }
    edges + keys
  end
end
