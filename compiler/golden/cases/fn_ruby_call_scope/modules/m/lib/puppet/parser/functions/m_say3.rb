# A 3.x function calls in the calling scope (Class[M]).
module Puppet::Parser::Functions
  newfunction(:m_say3) do |args|
    call_function('notice', ["3x call_function says #{args[0]}"])
    function_notice(["3x function_notice says #{args[0]}"])
    function_create_resources(['notify', { "from 3x #{args[0]}" => {} }])
  end
end
