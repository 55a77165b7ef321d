@class { a: }
