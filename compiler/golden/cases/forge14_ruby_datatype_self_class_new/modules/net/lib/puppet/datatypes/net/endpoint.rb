# Written for this case: a Ruby-implemented Pcore data type as modules define them (attributes with types and
# defaults, functions implemented in Ruby reading the attributes, a function taking an argument and a block-free
# helper, one returning a new object).
Puppet::DataTypes.create_type('Net::Endpoint') do
  interface <<-PUPPET
    attributes => {
      host => String[1],
      port => { type => Integer[1, 65535], value => 443 },
      scheme => { type => Enum['http', 'https'], value => 'https' },
      tags => { type => Array[String], value => [] },
    },
    functions => {
      url => Callable[[], String],
      with_port => Callable[[Integer], Net::Endpoint],
      tagged => Callable[[String], Boolean],
      describe => Callable[[Optional[String]], String],
    }
  PUPPET

  implementation do
    def url
      default_port = scheme == 'https' ? 443 : 80
      port == default_port ? "#{scheme}://#{host}/" : "#{scheme}://#{host}:#{port}/"
    end

    def with_port(p)
      self.class.new(host, p, scheme, tags)
    end

    def tagged(t)
      tags.include?(t)
    end

    def describe(prefix = nil)
      [prefix, "#{host}:#{port}", tags.empty? ? nil : "[#{tags.join(',')}]"].compact.join(' ')
    end
  end
end
