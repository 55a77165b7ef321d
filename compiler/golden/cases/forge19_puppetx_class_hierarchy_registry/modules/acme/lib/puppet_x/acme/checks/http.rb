require 'puppet_x/acme/check'
module PuppetX::Acme
  class Http < Check
    option :url, 'http://localhost/'
    option :tls, false
    def priority
      10
    end
  end
end
