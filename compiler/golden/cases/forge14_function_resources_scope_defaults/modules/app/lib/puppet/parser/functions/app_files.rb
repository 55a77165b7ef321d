# Written for this case: a 3.x function declaring a resource with function_create_resources.
module Puppet::Parser::Functions
  newfunction(:app_files, :type => :statement) do |args|
    function_create_resources(['file', { args[0] => { 'content' => 'x' } }])
  end
end
