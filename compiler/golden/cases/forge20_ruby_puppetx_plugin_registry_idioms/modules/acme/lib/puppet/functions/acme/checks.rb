require 'puppet_x/acme'
Puppet::Functions.create_function(:'acme::checks') do
  dispatch :run do
    param 'Hash[String, Hash]', :wanted
  end

  def run(wanted)
    reg = PuppetX::Acme::Registry.instance
    objs = wanted.map do |name, params|
      reg[name].new(**params.transform_keys(&:to_sym))
    end
    pending = PuppetX::Acme.autoload?(:Formatter)
    lines = PuppetX::Acme::Formatter.lines(objs)
    loud = PuppetX::Acme::DiskSpace.new(path: '/var').extend(PuppetX::Acme::Loud)
    bad = begin
            reg['nope']
          rescue KeyError => e
            e.message
          end
    abstract = begin
                 PuppetX::Acme::Check.new.render
               rescue NotImplementedError => e
                 "#{e.class}: #{e.message}"
               end
    missing = begin
                PuppetX::Acme::HttpCheck.new(url: 'x').port
              rescue NoMethodError => e
                e.message.sub(/ for #<.*/, '')
              end
    {
      'autoload_before' => pending,
      'autoload_after' => PuppetX::Acme.autoload?(:Formatter).inspect,
      'lines' => lines,
      'loud' => loud.render,
      'names' => reg.names.sort,
      'size' => reg.size,
      'key' => [reg.key?('http_check'), reg.key?('x')],
      'map' => reg.map(&:check_name),
      'min' => objs.min.class.check_name,
      'subclasses' => PuppetX::Acme::Check.subclasses_seen.sort,
      'priorities' => [PuppetX::Acme::HttpCheck.priority, PuppetX::Acme::DiskSpace.priority],
      'respond' => [objs.first.respond_to?(:path), objs.first.respond_to?(:zzz), objs.first.respond_to?(:url?)],
      'errors' => [bad, abstract, missing],
      'singleton_new' => (begin; PuppetX::Acme::Registry.new; 'made'; rescue NoMethodError => e; e.message.sub(/ for .*/, ''); end),
      'version' => PuppetX::Acme::VERSION.frozen?,
    }
  end
end
