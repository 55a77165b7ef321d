# QA-FORGE-6: more exception classes/messages module functions see: method and lambda arity, keyword arguments,
# '# frozen_string_literal: true' files (FrozenError on literals, +'', dup), frozen Array/Hash, send/public_send,
# format/pack errors. Divergent ones: forge6_ruby_error_messages_calls.
probe::errors2().each |$l| { notice($l) }
