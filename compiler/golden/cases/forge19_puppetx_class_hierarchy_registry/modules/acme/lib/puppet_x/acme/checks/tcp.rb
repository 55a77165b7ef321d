require 'puppet_x/acme/check'
module PuppetX::Acme
  class Tcp < Check
    option :port, 22
  end

  class SecureTcp < Tcp
    option :tls, true
    def priority
      super + 5
    end
  end
end
