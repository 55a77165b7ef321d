# Functions calling a REST API with Net::HTTP while the catalog compiles. Written for this test.
require 'net/http'
require 'json'

Puppet::Functions.create_function(:'apiclient::fetch') do
  dispatch :fetch do
    param 'String', :url
  end

  def fetch(url)
    Net::HTTP.get(URI(url))
  end
end
