module Puppet::Parser::Functions
  newfunction(:profile_note, :arity => 1) do |args|
    function_notice(["profile_note: #{args[0]}"])
    'a statement function returns nothing'
  end
end
