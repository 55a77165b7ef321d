# Written for this case: Puppet::Resource.new of a class with leading colons and of a type name that is no tag.
Puppet::Functions.create_function(:'tagprobe::refs') do
  dispatch :run do
  end

  def run
    texts = [['::file', '/x'], ['class', '::app'], ['Class', 'App::Web'], ['File', '/y']].map do |t, n|
      begin
        r = Puppet::Resource.new(t, n)
        "#{r} #{r.type} #{r.title}"
      rescue Puppet::ParseError => e
        "#{e.class}: #{e.message}"
      end
    end
    [texts.join(', '), Puppet::Resource.new('class', 'app::web')]
  end
end
