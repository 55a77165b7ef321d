foo consumes Sql {}
