Puppet::Functions.create_function(:probe_req) do
  def probe_req(name)
    begin
      r = require name
      "#{name}: #{r.inspect}"
    rescue LoadError => e
      "#{name}: LoadError #{e.message}"
    end
  end
end
