require 'puppet_x/acme/registry'
module PuppetX::Acme
  class HttpCheck < Check
    priority 10
    def render
      "http #{url} expect=#{params.fetch(:status, 200)}"
    end
  end
  Registry.instance.register(HttpCheck)
end
