// PuppetParser.g4 - the Puppet 7 language (manifests and EPP templates).
//
// Precedence and associativity follow Puppet's own grammar (egrammar.ra).
// The grammar is written for ANTLR's prediction to be cheap: operators are
// matched as flat sequences (`operand (op operand)*`) and the AST builder
// (parser/build.go) applies Puppet's precedence and associativity, and the
// alternatives of every hot decision differ in their first token or two. No
// rule is left recursive. Semantic transformations that Puppet makes while
// parsing (statement calls without parentheses, resource shapes, fully
// qualified definition names) are made by the AST builder, which runs as
// the parser reduces each rule (parser/internal/gen/hooks.go); no parse tree
// is built.
parser grammar PuppetParser;

options { tokenVocab = PuppetLexer; }

@parser::structmembers {
	hooks
}

// ---------------------------------------------------------------------------
// Programs

manifest
    : statements? EOF
    ;

// EPP_START is produced by the lexer when lexing a template.
eppTemplate
    : EPP_START eppParameters? statements? EOF
    ;

eppParameters
    : PIPE (parameters COMMA?)? PIPE
    ;

// Statements may be separated by ';' but a ';' may neither start nor end a
// sequence (as in Puppet 7). A comma separated list is only valid as the
// arguments of a statement call (`include a, b`); the builder checks that.
statements
    : assignment (COMMA assignment | SEMIC? assignment)*
    ;

// From the loosest binding: assignment (= += -=, right associative), then
// relationships (-> ~> <- <~, left associative), then resource expressions:
// `@`/`@@` forms, `class { title: ... }` and `expr { bodies }` (several
// bodies may follow each other).
assignment
    : resource ((EQUALS | APPENDS | DELETES | IN_EDGE | IN_EDGE_SUB | OUT_EDGE | OUT_EDGE_SUB) resource)*
    ;

resource
    : (AT | ATAT)* (CLASS LBRACE resourceBodies RBRACE | expression) (LBRACE resourceContent RBRACE)*
    ;

// The inside of `expr { ... }`: titled bodies or attribute operations.
resourceContent
    : resourceBodies
    | (attributeOperations COMMA?)?
    ;

resourceBodies
    : resourceBody (SEMIC resourceBody)* SEMIC?
    ;

resourceBody
    : expression COLON (attributeOperations COMMA?)?
    ;

attributeOperations
    : attributeOperation (COMMA attributeOperation)*
    ;

// The attribute name is a NAME or a keyword (listed here rather than in a
// rule of its own: a rule costs a context object per use).
attributeOperation
    : ( NAME | AND | CASE | CLASS | DEFAULT | DEFINE | ELSE | ELSIF | IF | IN | INHERITS
      | NODE | OR | UNDEF | UNLESS | TYPE | ATTR | FUNCTION | PRIVATE | PLAN | APPLY
      ) (FARROW | PARROW) expression
    | TIMES FARROW expression
    ;

// ---------------------------------------------------------------------------
// Expressions
//
// An operand is any number of prefix operators (! * -) and a primary;
// postfix operations (call, method call, access, collection), binary
// operators and selectors follow in one loop. Postfix operations bind
// tightest, then the prefix operators, then the binary operators from `in`
// (tightest) to `or` (loosest) and the selector between the comparisons and
// `and`, as listed in egrammar.ra; the builder applies these precedences.
// The operators are listed here rather than in rules of their own: a rule
// costs a context object per use.

expression
    : (NOT | TIMES | MINUS)* primary
      ( LPAREN (arguments COMMA?)? RPAREN lambda?                          // call
      | DOT (NAME | TYPE) (LPAREN arguments? RPAREN)? lambda?              // method call
      | LBRACK accessArgs COMMA? RBRACK                                    // access
      | (LCOLLECT expression? RCOLLECT | LLCOLLECT expression? RRCOLLECT)
        (LBRACE (attributeOperations COMMA?)? RBRACE)?                     // collection
      | ( IN | MATCH | NOMATCH | TIMES | DIV | MODULO | PLUS | MINUS | LSHIFT | RSHIFT
        | NOTEQUAL | ISEQUAL | GREATEREQUAL | GREATERTHAN | LESSTHAN | LESSEQUAL | AND | OR
        ) (NOT | TIMES | MINUS)* primary                                   // binary operator
      | QMARK selectorEntries                                              // selector
      )*
    ;

primary
    : VARIABLE
    | (LPAREN | WSLPAREN) assignment RPAREN
    | TYPE typeRest
    | CASE expression LBRACE caseOption+ RBRACE
    | IF expression LBRACE statements? RBRACE
      (ELSIF expression LBRACE statements? RBRACE)*
      (ELSE LBRACE statements? RBRACE)?
    | UNLESS expression LBRACE statements? RBRACE (ELSE LBRACE statements? RBRACE)?
    | DEFINE className parameterList? LBRACE statements? RBRACE
    | CLASS className parameterList? (INHERITS (className | DEFAULT))? LBRACE statements? RBRACE
    | NODE hostname (COMMA hostname)* COMMA? (INHERITS hostname)? LBRACE statements? RBRACE
    | FUNCTION className parameterList? returnType? LBRACE statements? RBRACE
    | (PRIVATE | ATTR)
    | (LISTSTART | LBRACK) (collectionEntries COMMA?)? RBRACK
    | hash
    | REGEX
    | STRING
    | WORD
    | dqString
    | HEREDOC (STRING | dqString)
    | CLASSREF
    | NUMBER
    | (TRUE | FALSE)
    | DEFAULT
    | UNDEF
    | NAME
    | RENDER_STRING
    | RENDER_EXPR (expression | LBRACE statements? RBRACE) (EPP_END | EPP_END_TRIM)
    ;

// After `type`: a call of the function type, a type alias, or a type
// definition (which the builder rejects as Puppet 7 does).
typeRest
    : LPAREN (arguments COMMA?)? RPAREN lambda?
    | CLASSREF (LBRACK accessArgs RBRACK)? EQUALS typeAliasValue
    | CLASSREF (INHERITS CLASSREF)? LBRACE statements? RBRACE
    ;

typeAliasValue
    : CLASSREF (hash | LBRACK accessArgs COMMA? RBRACK)?
    | hash
    | (LISTSTART | LBRACK) (collectionEntries COMMA?)? RBRACK
    ;

// Arguments, access arguments and collection entries may be `key => value`
// pairs (which make one hash); the key is written first and the builder
// tells a key from a value by the `=>` that follows it. The keywords `type`
// and `function` are allowed as keys.
arguments
    : argument (COMMA argument)*
    ;

argument
    : assignment (FARROW hashKey)?
    | (TYPE | FUNCTION) FARROW hashKey
    ;

accessArgs
    : accessArg (COMMA accessArg)*
    ;

// An access argument is an expression, or a `key => value` pair whose key
// is an assignment; the builder rejects an assignment without `=>` where
// Puppet's parser would stop.
accessArg
    : assignment (FARROW hashKey)?
    | (TYPE | FUNCTION) FARROW hashKey
    ;

collectionEntries
    : collectionEntry (COMMA collectionEntry)*
    ;

collectionEntry
    : assignment (FARROW hashKey)?
    | (TYPE | FUNCTION) (FARROW hashKey)?
    ;

hash
    : LBRACE (hashPair (COMMA hashPair)* COMMA?)? RBRACE
    ;

hashPair
    : hashKey FARROW hashKey
    ;

hashKey
    : assignment
    | TYPE
    | FUNCTION
    ;

selectorEntries
    : selectorEntry
    | SELBRACE selectorEntry (COMMA selectorEntry)* COMMA? RBRACE
    ;

selectorEntry
    : expression FARROW expression
    ;

lambda
    : PIPE (parameters COMMA?)? PIPE returnType? LBRACE statements? RBRACE
    ;

caseOption
    : expression (COMMA expression)* COLON LBRACE statements? RBRACE
    ;

// ---------------------------------------------------------------------------
// Definitions

hostname
    : (NAME | NUMBER) (DOT (NAME | NUMBER))*
    | STRING
    | WORD
    | dqString
    | HEREDOC (STRING | dqString)
    | DEFAULT
    | REGEX
    ;

returnType
    : RSHIFT CLASSREF (LBRACK accessArgs RBRACK)?
    ;

// CLASS and a quoted string are accepted here so that the builder can give
// Puppet's messages for them.
className
    : NAME
    | WORD
    | CLASSREF
    | CLASS
    | STRING
    ;

parameterList
    : (LPAREN | WSLPAREN) (parameters COMMA?)? RPAREN
    ;

parameters
    : parameter (COMMA parameter)*
    ;

parameter
    : (CLASSREF (LBRACK accessArgs RBRACK)?)? TIMES? VARIABLE (EQUALS expression)?
    ;

// ---------------------------------------------------------------------------
// Strings

dqString
    : DQPRE assignment (DQMID assignment)* DQPOST
    ;
