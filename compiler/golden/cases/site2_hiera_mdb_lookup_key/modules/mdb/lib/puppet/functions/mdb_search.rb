# The site's machine database query (a service this case cannot reach): written here, it answers from
# a fixed table, so the backend's parsing of the MDB[...] expressions and of their options shows.
Puppet::Functions.create_function(:mdb_search) do
  dispatch :search do
    param 'String', :query
    param 'Hash', :opts
  end

  def search(query, opts)
    table = { 'role=web' => ['web01.example.com', 'web02.example.com'], 'role=db' => ['db01.example.com'] }
    found = table.fetch(query, [])
    opts.empty? ? found : found.map { |n| "#{n} #{opts.sort.map { |k, v| "#{k}=#{v.inspect}" }.join(',')}" }
  end
end
