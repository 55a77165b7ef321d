# Written for this case (RUBYAPI-2): require of a library nobody ships, rescued and not.
Puppet::Functions.create_function(:rq_probe) do
  dispatch :probe do
    param 'Boolean', :rescued
  end

  def probe(rescued)
    return load_it unless rescued
    begin
      load_it
    rescue LoadError => e
      "#{e.class}: #{e.message} (path #{e.path.inspect})"
    end
  end

  def load_it
    require 'no_such_library_punch/thing'
    'loaded'
  end
end
