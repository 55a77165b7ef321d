# English's names of the special globals (Puppet 7.23 has English.rb
# loaded) and `alias $new $old`: the match variables stay frame-local
# through an alias; an alias shares the variable its old name stood for.
require 'English'
'hello world' =~ /o (w)/
p $PREMATCH, $MATCH, $POSTMATCH, $LAST_PAREN_MATCH, $LAST_MATCH_INFO
def inner
  p $MATCH
  'xyz' =~ /y/
  p $MATCH
end
inner
p $MATCH
p $PID.class, $PROCESS_ID == $$
begin
  raise 'boom'
rescue => e
  p $ERROR_INFO.message, $ERROR_POSITION.class, $!.equal?($ERROR_INFO), $@.equal?(e.backtrace) || $@ == e.backtrace
end
p $ERROR_INFO, $@
alias $mine $counter
$counter = 1
p $mine
$mine += 1
p $counter, defined?($mine), defined?($MATCH), defined?($nothing)
alias $other $mine
alias $mine $q
p $other, $mine
p $RS, $INPUT_RECORD_SEPARATOR
