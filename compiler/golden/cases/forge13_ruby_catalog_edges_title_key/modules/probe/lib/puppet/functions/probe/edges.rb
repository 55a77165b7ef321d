# Written for this case: the catalog's containment edges and reference parsing read by a module function.
Puppet::Functions.create_function(:'probe::edges') do
  dispatch :run do
  end

  def run
    cat = closure_scope.catalog
    [cat.edges.map { |e| "#{e.source}->#{e.target}" }.sort, cat.title_key_for_ref('File[/x]')]
  end
end
