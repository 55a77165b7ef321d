# QA-FORGE-6: Ruby 3.1's texts for: a call missing a required keyword and positional arguments ("expected 1+;
# required keyword: c"), an invalid instance variable name (`bad'), Integer.new (NoMethodError; Punch failed with an
# internal error), Array#sum of Integers from a String, NoMethodError with did_you_mean's "Did you mean?" line,
# to_h/Hash[] with the element index, String#encode to an unknown encoding (Encoding::ConverterNotFoundError).
probe::errors3().each |$l| { notice($l) }
